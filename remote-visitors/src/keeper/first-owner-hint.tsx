import styles from './keeper.module.css';

/** The command that creates the first owner on the API's machine. */
export const FIRST_OWNER_COMMAND = 'npm run keeper -w visitor-api -- add <email> --role owner';

/** On a site with no keeper account yet: how to create the first owner. */
export function FirstOwnerHint() {
  return (
    <section className={styles.note} aria-labelledby="first-owner-heading">
      <h3 id="first-owner-heading">No keeper account exists yet</h3>
      <p>
        Create the first owner on the machine that runs the visitor API, then open the link it
        prints to choose a password:
      </p>
      <pre className={styles.command}>
        <code>{FIRST_OWNER_COMMAND}</code>
      </pre>
    </section>
  );
}
